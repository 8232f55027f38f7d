/** HydrateOnApproach with the partial-hydration patch off (PATCHES_OFF=hydration, swapped in by src/patches/webpack.ts): every section hydrates as soon as its code arrives, then is marked live for held input. */
import React, { Suspense, useEffect, useRef, useState } from 'react';
import { markLive } from '../heldInput';

function OnHydrated({ done }: { done: () => void }) {
  useEffect(done, [done]);
  return null;
}

export function HydrateOnApproach({ children }: { children: React.ReactNode; eager?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const [onHydrated] = useState(() => () => {
    if (ref.current) markLive(ref.current);
  });
  return (
    <div ref={ref} className="deferred-section" data-hydrate="">
      <Suspense fallback={null}>
        {children}
        <OnHydrated done={onHydrated} />
      </Suspense>
    </div>
  );
}
