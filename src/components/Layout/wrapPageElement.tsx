/** Every page rendered inside Layout, from gatsby-browser and gatsby-ssr: the frame (forms, showreel, menu) stays mounted across page changes; head tags stay per page. */
import React, { useEffect } from 'react';
import { Layout } from './Layout';
import { markLive } from '../../hydration/heldInput';

/** Once the frame has hydrated, its buttons (menu, footer, forms) take clicks, and the ones held until now are replayed. */
function FrameLive() {
  useEffect(() => markLive(), []);
  return null;
}

export const wrapPageElement = ({ element }: { element: React.ReactNode }) => (
  <Layout>
    {element}
    <FrameLive />
  </Layout>
);
