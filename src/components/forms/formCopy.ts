/** Titles and intros of the contact forms, by form name. */
import type { FormName } from '../../lib/leadFields';

export const formCopy: Record<FormName, { title: string; description: string; submitLabel: string }> = {
  default: {
    title: 'Tell us about your project',
    description: 'A few lines are enough. A designer, not a salesperson, reads every message and replies within one working day.',
    submitLabel: 'Send message',
  },
  pilot: {
    title: 'Start a pilot sprint',
    description: 'Tell us the problem you want to test us on. We will come back with a scope, a date and a fixed price for one sprint.',
    submitLabel: 'Request a pilot',
  },
};
