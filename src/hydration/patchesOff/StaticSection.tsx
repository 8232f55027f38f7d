/** StaticSection with the partial-hydration patch off (PATCHES_OFF=hydration, swapped in by src/patches/webpack.ts): the section renders from its code and hydrates at once. */
import React from 'react';

export function StaticSection({ children }: { children: React.ReactNode }) {
  return <div className="static-section">{children}</div>;
}
