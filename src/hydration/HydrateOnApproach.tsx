/**
 * Wrapper of an interactive section: on the server-rendered page a section below the opening one loads its code and
 * hydrates only when it comes within a screen of the viewport, the visitor points at, touches or tabs into it, a click
 * in it is held (src/lib/heldInputScript.ts), or the URL hash names one of its anchors (a deep link such as #smb, which
 * also brings it into view at once). Until then React keeps its server HTML as it is (a suspended boundary stays
 * dehydrated). Once hydrated the wrapper is marked live, and the held click or submit is replayed. The opening section
 * (`eager`) and every section after a client-side navigation render at once. Without `onApproach` the viewport does not
 * count: a section whose code only answers a visitor's press (tabs) waits for the visitor to reach for it.
 */
import React, { Suspense, useEffect, useRef, useState } from 'react';
import { showsServerHtml } from './serverHtml';
import { HELD_INPUT_EVENT, holdsInput, markLive } from './heldInput';
import { createGate, type Gate } from './gate';
import { hashNamesAnchorIn } from '../browser/anchors';

/** How far below (and above) the viewport a section starts loading: a quarter screen ahead, so it is usually ready when reached. */
const APPROACH_MARGIN = '25% 0px';
/** The visitor is about to use the section: hydrate it now, whatever its position. */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'touchstart', HELD_INPUT_EVENT] as const;

/** Renders its children only once the gate is open; until then it suspends its boundary (and nothing inside it renders, so no code loads). */
function AfterGate({ gate, children }: { gate: Gate | null; children: React.ReactNode }) {
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- throwing the promise suspends the boundary until the gate opens (React 18 has no use())
  if (gate && !gate.isOpen()) throw gate.opened;
  return <>{children}</>;
}

/** Mounted last in the boundary: its effect runs once the whole section has hydrated. */
function OnHydrated({ done }: { done: () => void }) {
  useEffect(done, [done]);
  return null;
}

export function HydrateOnApproach({
  children,
  eager = false,
  onApproach = true,
}: {
  children: React.ReactNode;
  eager?: boolean;
  onApproach?: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [gate] = useState(() => (!eager && showsServerHtml() ? createGate() : null));
  const [onHydrated] = useState(() => () => {
    if (ref.current) markLive(ref.current);
  });
  useEffect(() => {
    const wrapper = ref.current;
    if (!gate || !wrapper) return;
    const target = wrapper.firstElementChild ?? wrapper;
    const open = (event: Event) => {
      const node: unknown = event instanceof CustomEvent ? event.detail : event.target;
      if (node instanceof Node && wrapper.contains(node)) gate.open();
    };
    const onHash = () => {
      if (!hashNamesAnchorIn(wrapper)) return;
      target.scrollIntoView({ block: 'start' });
      gate.open();
    };
    onHash();
    if (holdsInput(wrapper)) gate.open();
    INTENT_EVENTS.forEach((type) => document.addEventListener(type, open, { capture: true, passive: true }));
    window.addEventListener('hashchange', onHash);
    const observer =
      !onApproach || typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && gate.open(), {
            rootMargin: APPROACH_MARGIN,
          });
    if (observer) observer.observe(target);
    else if (onApproach) gate.open();
    const stopWatching = () => {
      observer?.disconnect();
      INTENT_EVENTS.forEach((type) => document.removeEventListener(type, open, { capture: true }));
      window.removeEventListener('hashchange', onHash);
    };
    void gate.opened.then(stopWatching);
    return stopWatching;
  }, [gate, onApproach]);
  return (
    <div ref={ref} className="deferred-section" data-hydrate="">
      <Suspense fallback={null}>
        <AfterGate gate={gate}>
          {children}
          <OnHydrated done={onHydrated} />
        </AfterGate>
      </Suspense>
    </div>
  );
}
