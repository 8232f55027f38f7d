/** Mobile menu behaviour: while open, focus is trapped in the header (focus-trap, loaded on first open); Escape or a click outside closes it. */
import { useEffect, useRef, useState, type RefObject } from 'react';

/** Starts fetching focus-trap when the visitor reaches for the toggle, so the trap is ready when the menu opens. */
export const preloadTrap = () => void import('focus-trap');

export function useMobileMenu(containerRef: RefObject<HTMLElement>) {
  const [open, setOpen] = useState(false);
  const trapRef = useRef<{ deactivate: () => unknown } | null>(null);

  useEffect(() => {
    const container = containerRef.current;
    if (!open || !container) return undefined;
    let cancelled = false;
    void import('focus-trap').then(({ createFocusTrap }) => {
      if (cancelled) return;
      const trap = createFocusTrap(container, {
        escapeDeactivates: true,
        clickOutsideDeactivates: true,
        returnFocusOnDeactivate: true,
        /** Always back to the toggle: the element focused when the trap arrived may be a menu link that is now hidden. */
        setReturnFocus: () => container.querySelector<HTMLElement>('[aria-controls]') ?? container,
        initialFocus: false,
        fallbackFocus: () => container.querySelector<HTMLElement>('[aria-controls]') ?? container,
        onDeactivate: () => setOpen(false),
      });
      trap.activate();
      trapRef.current = trap;
    });
    const desktop = window.matchMedia('(min-width: 768px)');
    const onChange = () => desktop.matches && setOpen(false);
    desktop.addEventListener('change', onChange);
    return () => {
      cancelled = true;
      desktop.removeEventListener('change', onChange);
      trapRef.current?.deactivate();
      trapRef.current = null;
    };
  }, [open, containerRef]);

  return { open, toggle: () => setOpen((value) => !value), close: () => setOpen(false) };
}
