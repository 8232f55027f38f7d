/** A contact form inside the modal; this module (with focus-trap) is only loaded when a visitor first opens a form. */
import { Modal } from '../Modal/Modal';
import { LeadForm } from './LeadForm';
import type { SiteCopy } from '../../content-model/copy';
import type { Cta, FormName } from '../../lib/leadFields';

interface FormModalProps {
  form: FormName;
  onClose: () => void;
  contactEmail: string;
  opener: HTMLElement | null;
  cta?: Cta;
  copy: SiteCopy['forms'];
  closeLabel: string;
}

export default function FormModal({ form, onClose, contactEmail, opener, cta, copy, closeLabel }: FormModalProps) {
  const { title, description, submitLabel } = copy[form];
  return (
    <Modal id={`form-${form}`} title={title} description={description} onClose={onClose} returnFocusTo={opener} closeLabel={closeLabel}>
      <LeadForm form={form} idPrefix={`modal-${form}`} contactEmail={contactEmail} submitLabel={submitLabel} copy={copy} cta={cta} />
    </Modal>
  );
}
