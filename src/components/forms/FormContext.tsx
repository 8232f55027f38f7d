/**
 * Lets any Talk block or button open the default or Pilot form; the modal and form code load on first open.
 * The context value never changes: which form is open is read through useSyncExternalStore, so opening one re-renders
 * only the hydrated controls that show it. A changing context would also reach sections React has not hydrated yet
 * (they wait for the viewport, HydrateOnApproach), and React would then throw their server HTML away (error 421).
 */
import React, { createContext, Suspense, useCallback, useContext, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { SiteCopy } from '../../content-model/copy';
import type { Cta, FormName } from '../../lib/leadFields';

const FormModal = React.lazy(() => import('./FormModal'));

interface FormContextValue {
  openForm: (form: FormName, cta?: Cta) => void;
  /** The form open right now, or null, with a way to hear when it changes. */
  subscribe: (listener: () => void) => () => void;
  openNow: () => FormName | null;
}

const FormContext = createContext<FormContextValue>({ openForm: () => undefined, subscribe: () => () => undefined, openNow: () => null });

export function FormProvider({
  children,
  contactEmail,
  copy,
  closeLabel,
}: {
  children: React.ReactNode;
  contactEmail: string;
  copy: SiteCopy['forms'];
  closeLabel: string;
}) {
  const [current, setCurrent] = useState<FormName | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const openedBy = useRef<Cta | undefined>(undefined);
  const open = useRef<FormName | null>(null);
  const listeners = useRef(new Set<() => void>());
  const show = useCallback((form: FormName | null) => {
    open.current = form;
    setCurrent(form);
    listeners.current.forEach((listener) => listener());
  }, []);
  const openForm = useCallback(
    (form: FormName, cta?: Cta) => {
      openedBy.current = cta;
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      show(form);
    },
    [show],
  );
  const close = useCallback(() => show(null), [show]);
  const value = useMemo<FormContextValue>(
    () => ({
      openForm,
      subscribe: (listener) => {
        listeners.current.add(listener);
        return () => listeners.current.delete(listener);
      },
      openNow: () => open.current,
    }),
    [openForm],
  );
  return (
    <FormContext.Provider value={value}>
      {children}
      {current ? (
        <Suspense fallback={null}>
          <FormModal
            form={current}
            onClose={close}
            contactEmail={contactEmail}
            // eslint-disable-next-line react-hooks/refs -- the opener is stored before the modal opens, and opening re-renders this
            opener={opener.current}
            // eslint-disable-next-line react-hooks/refs -- stored with the opener, before the modal opens
            cta={openedBy.current}
            copy={copy}
            closeLabel={closeLabel}
          />
        </Suspense>
      ) : null}
    </FormContext.Provider>
  );
}

/** `openForm`, and the form open right now (null on the server and while none is open). */
export function useForms(): { openForm: FormContextValue['openForm']; current: FormName | null } {
  const { openForm, subscribe, openNow } = useContext(FormContext);
  const current = useSyncExternalStore(subscribe, openNow, () => null);
  return { openForm, current };
}
