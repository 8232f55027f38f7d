/** onPreInit for the patches: throws the error of a patch whose shape check failed while gatsby-node loaded, so its name and reason reach the terminal (Gatsby drops errors thrown on load). */
import type { GatsbyNode } from 'gatsby';
import { expectEncoderEffortApplied } from './encoderEffort';

export const onPreInit: GatsbyNode['onPreInit'] = () => {
  expectEncoderEffortApplied();
};
