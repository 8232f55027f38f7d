/** Testing Library matchers for every test. */
import '@testing-library/jest-dom';
