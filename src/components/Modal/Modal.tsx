/** Accessible modal dialog: focus moves in and is trapped (focus-trap), Escape or the close button closes it, page scroll is locked, focus returns to the opener. */
import React, { useEffect, useRef } from 'react';
import { createFocusTrap } from 'focus-trap';
import * as styles from './Modal.module.scss';
import { Icon } from '../Icon';

interface ModalProps {
  title: string;
  onClose: () => void;
  /** Accessible name of the close button (from content). */
  closeLabel: string;
  children: React.ReactNode;
  /** Unique id base for the title element. */
  id: string;
  description?: string;
  /** Element to focus after closing (the opener); defaults to whatever had focus when the modal opened. */
  returnFocusTo?: HTMLElement | null;
  /** The title names the dialog for assistive technology only (the search dialog, whose field says what it is). */
  titleHidden?: boolean;
  /** Shown in the head row beside the close button (the search field). */
  head?: React.ReactNode;
  /** Extra class of the dialog box (its size and place). */
  className?: string;
}

export function Modal({ title, onClose, closeLabel, children, id, description, returnFocusTo, titleHidden, head, className }: ModalProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  // eslint-disable-next-line react-hooks/refs -- the latest onClose, read by the focus trap only after render
  closeRef.current = onClose;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    document.body.classList.add('modal-open');
    const trap = createFocusTrap(dialog, {
      initialFocus: () => dialog.querySelector<HTMLElement>('input, textarea, select') ?? dialog,
      fallbackFocus: dialog,
      escapeDeactivates: true,
      clickOutsideDeactivates: false,
      allowOutsideClick: true,
      returnFocusOnDeactivate: true,
      setReturnFocus: (previous) => (returnFocusTo && returnFocusTo.isConnected ? returnFocusTo : previous),
      onDeactivate: () => closeRef.current(),
    });
    trap.activate();
    return () => {
      document.body.classList.remove('modal-open');
      trap.deactivate();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the trap is created once per opening; the opener is fixed for its lifetime.
  }, []);

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- a backdrop click is a mouse convenience; Escape and the close button serve the keyboard
    <div className={styles.backdrop} onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={dialogRef}
        className={className ? `${styles.dialog} ${className}` : styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={description ? `${id}-description` : undefined}
        tabIndex={-1}
      >
        <div className={styles.head}>
          <h2 id={`${id}-title`} className={titleHidden ? 'visually-hidden' : styles.title}>
            {title}
          </h2>
          {head}
          <button type="button" className={styles.close} onClick={onClose} aria-label={closeLabel}>
            <Icon name="close" size={22} strokeWidth={1.75} />
          </button>
        </div>
        {description ? (
          <p id={`${id}-description`} className={styles.description}>
            {description}
          </p>
        ) : null}
        {children}
      </div>
    </div>
  );
}
