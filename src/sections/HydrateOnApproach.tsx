/**
 * Wrapper of an interactive section below a page's opening one: on the server-rendered page its code loads and it
 * hydrates only when it comes within a screen of the viewport or the visitor points at, touches or tabs into it.
 * Until then React keeps its server HTML as it is (a suspended boundary stays dehydrated), so the first load downloads
 * and hydrates the opening section alone. A button press or form submit that arrives before the code is held and
 * replayed once the section has hydrated (a form must never fall back to a native submit). After a client-side
 * navigation it renders at once.
 */
import React, { Suspense, useEffect, useRef, useState } from 'react';
import { showsServerHtml } from '../components/serverHtml';
import { createGate, type Gate } from '../lib/gate';

/** How far below (and above) the viewport a section starts loading: a quarter screen ahead, so it is usually ready when reached (and a press before then is replayed). */
const APPROACH_MARGIN = '25% 0px';
/** The visitor is about to use the section: hydrate it now, whatever its position. */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'touchstart'] as const;

/** Renders its children only once the gate is open; until then it suspends its boundary (and nothing inside it renders, so no code loads). */
function AfterGate({ gate, children }: { gate: Gate; children: React.ReactNode }) {
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- throwing the promise suspends the boundary until the gate opens (React 18 has no use())
  if (!gate.isOpen()) throw gate.opened;
  return <>{children}</>;
}

/** Mounted last in the boundary: its effect runs once the whole section has hydrated. */
function OnHydrated({ done }: { done: () => void }) {
  useEffect(done, [done]);
  return null;
}

/** What the visitor did before the section could respond, to do again once it can. */
type HeldAction = { kind: 'click'; target: HTMLElement } | { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null };

export function HydrateOnApproach({ children }: { children: React.ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [gate] = useState(() => (showsServerHtml() ? createGate() : null));
  const hydrated = useRef(!gate);
  const held = useRef<HeldAction | null>(null);
  const [onHydrated] = useState(() => () => {
    hydrated.current = true;
    const action = held.current;
    held.current = null;
    if (action?.kind === 'click') action.target.click();
    if (action?.kind === 'submit') action.form.requestSubmit(action.submitter instanceof HTMLButtonElement ? action.submitter : undefined);
  });
  useEffect(() => {
    const wrapper = ref.current;
    if (!gate || !wrapper) return;
    /**
     * Listening on the document, in the capture phase: React's own listener on its root stops events aimed at a
     * section it has not hydrated yet, so a listener on the wrapper would never hear them.
     */
    const inside = (event: Event) => event.target instanceof Node && wrapper.contains(event.target);
    const open = (event: Event) => inside(event) && gate.open();
    const hold = (event: Event) => {
      if (hydrated.current || !inside(event)) return;
      if (event.type === 'submit') {
        held.current = { kind: 'submit', form: event.target as HTMLFormElement, submitter: (event as SubmitEvent).submitter };
      } else {
        const button = (event.target as Element).closest<HTMLElement>('button');
        if (!button || button.getAttribute('type') === 'submit' || (button.closest('form') && !button.getAttribute('type'))) return;
        held.current = { kind: 'click', target: button };
      }
      event.preventDefault();
      event.stopPropagation();
      gate.open();
    };
    INTENT_EVENTS.forEach((type) => document.addEventListener(type, open, { capture: true, passive: true }));
    document.addEventListener('click', hold, { capture: true });
    document.addEventListener('submit', hold, { capture: true });
    const target = wrapper.firstElementChild ?? wrapper;
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && gate.open(), {
            rootMargin: APPROACH_MARGIN,
          });
    if (observer) observer.observe(target);
    else gate.open();
    const stopWatching = () => {
      observer?.disconnect();
      INTENT_EVENTS.forEach((type) => document.removeEventListener(type, open, { capture: true }));
    };
    void gate.opened.then(stopWatching);
    return () => {
      stopWatching();
      document.removeEventListener('click', hold, { capture: true });
      document.removeEventListener('submit', hold, { capture: true });
    };
  }, [gate]);
  return (
    <div ref={ref} className="deferred-section">
      <Suspense fallback={null}>
        {gate ? (
          <AfterGate gate={gate}>
            {children}
            <OnHydrated done={onHydrated} />
          </AfterGate>
        ) : (
          children
        )}
      </Suspense>
    </div>
  );
}
