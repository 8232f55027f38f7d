/** A contact form inside the modal; this module (with focus-trap) is only loaded when a visitor first opens a form. */
import { Modal } from '../Modal/Modal';
import { LeadForm } from './LeadForm';
import { formCopy } from './formCopy';
import type { FormName } from '../../lib/leadFields';

interface FormModalProps {
  form: FormName;
  onClose: () => void;
  contactEmail: string;
  opener: HTMLElement | null;
}

export default function FormModal({ form, onClose, contactEmail, opener }: FormModalProps) {
  const copy = formCopy[form];
  return (
    <Modal id={`form-${form}`} title={copy.title} description={copy.description} onClose={onClose} returnFocusTo={opener}>
      <LeadForm form={form} idPrefix={`modal-${form}`} contactEmail={contactEmail} submitLabel={copy.submitLabel} />
    </Modal>
  );
}
