/** Talk block: defaults, and the whole block — heading and title in one real button — opens the default or the named form in a modal. */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import site from '../../../content/site.en.json';
import { FormProvider } from '../../components/forms/FormContext';
import { Talk } from './Talk';
import type { SectionOf } from '../types';

const talk = (talkProps: Partial<SectionOf<'TalkSection'>['talkProps']>) =>
  ({
    __typename: 'TalkSection',
    talkProps: { heading: null, title: null, text: null, form: null, ...talkProps },
  }) as SectionOf<'TalkSection'>;

const renderTalk = (props: Partial<SectionOf<'TalkSection'>['talkProps']>) =>
  render(
    <FormProvider contactEmail="hello@oakline.studio" copy={site.copy.forms} closeLabel={site.copy.layout.close}>
      <Talk section={talk(props)} index={3} />
    </FormProvider>,
  );

test("shows 'Let's talk' and 'Shall we chat?' by default, the heading as h2", () => {
  renderTalk({});
  expect(screen.getByRole('heading', { level: 2, name: "Let's talk Shall we chat?" })).toHaveAttribute('id', 'section-3-title');
  expect(screen.getAllByRole('button')).toHaveLength(1);
  expect(screen.getByRole('button', { name: /^Let's talk Shall we chat\?/ })).toHaveAttribute('aria-haspopup', 'dialog');
  expect(document.querySelector('[data-section="Talk"]')).not.toBeNull();
});

test('clicking the title opens the default form, with no audience question', async () => {
  renderTalk({ text: 'Tell us what you are building.' });
  await userEvent.click(screen.getByRole('button', { name: /Shall we chat\?/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Tell us about your project' });
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(within(dialog).getByLabelText('Work email')).toBeInTheDocument();
  expect(within(dialog).queryByRole('group', { name: 'Your company is a' })).toBeNull();
  expect(document.body).toHaveClass('modal-open');
});

test('clicking the heading "Co-pilot with us" opens the named form: Pilot asks for the audience', async () => {
  renderTalk({ heading: 'Co-pilot with us', form: 'pilot' });
  await userEvent.click(screen.getByText('Co-pilot with us'));
  const dialog = await screen.findByRole('dialog', { name: 'Start a pilot sprint' });
  const audience = within(dialog).getByRole('group', { name: 'Your company is a' });
  expect(
    within(audience)
      .getAllByRole('radio')
      .map((r) => r.closest('label')?.textContent),
  ).toEqual(['Startup', 'Small and medium business', 'Enterprise']);
});

test('Escape and the close button close the form and give focus back to the title', async () => {
  renderTalk({});
  const opener = screen.getByRole('button', { name: /Shall we chat\?/ });
  await userEvent.click(opener);
  await screen.findByRole('dialog');
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(document.body).not.toHaveClass('modal-open');
  expect(opener).toHaveFocus();
  await userEvent.click(opener);
  const dialog = await screen.findByRole('dialog');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(opener).toHaveFocus();
});
