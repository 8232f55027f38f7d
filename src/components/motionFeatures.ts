/** Animation features for LazyMotion, split into their own chunk so they never block first paint. */
import { domAnimation } from 'framer-motion';

export default domAnimation;
