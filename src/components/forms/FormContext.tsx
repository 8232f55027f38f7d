/** Lets any Talk block or button open the default or Pilot form; the modal and form code load on first open. */
import React, { createContext, Suspense, useCallback, useContext, useMemo, useRef, useState } from 'react';
import type { SiteCopy } from '../../content-model/copy';
import type { FormName } from '../../lib/leadFields';

const FormModal = React.lazy(() => import('./FormModal'));

interface FormContextValue {
  openForm: (form: FormName) => void;
  /** The form open right now, or null (the modal-open state). */
  current: FormName | null;
}

const FormContext = createContext<FormContextValue>({ openForm: () => undefined, current: null });

export function FormProvider({ children, contactEmail, copy, closeLabel }: { children: React.ReactNode; contactEmail: string; copy: SiteCopy['forms']; closeLabel: string }) {
  const [current, setCurrent] = useState<FormName | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const openForm = useCallback((form: FormName) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setCurrent(form);
  }, []);
  const close = useCallback(() => setCurrent(null), []);
  const value = useMemo(() => ({ openForm, current }), [openForm, current]);
  return (
    <FormContext.Provider value={value}>
      {children}
      {current ? (
        <Suspense fallback={null}>
          <FormModal form={current} onClose={close} contactEmail={contactEmail} opener={opener.current} copy={copy} closeLabel={closeLabel} />
        </Suspense>
      ) : null}
    </FormContext.Provider>
  );
}

export const useForms = () => useContext(FormContext);
