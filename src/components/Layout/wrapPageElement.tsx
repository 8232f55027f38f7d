/** Every page rendered inside Layout, from gatsby-browser and gatsby-ssr: the frame (forms, showreel, menu) stays mounted across page changes; head tags stay per page. */
import React from 'react';
import { Layout } from './Layout';

export const wrapPageElement = ({ element }: { element: React.ReactNode }) => <Layout>{element}</Layout>;
