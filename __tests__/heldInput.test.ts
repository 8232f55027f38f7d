/** The first click or submit counts: held by the head script until its region is live, then replayed exactly once. */
import { HELD_INPUT_SCRIPT, HELD_INPUT_STATUS_ID } from '../src/hydration/heldInputScript';
import { holdsInput, markLive } from '../src/hydration/heldInput';

beforeAll(() => {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs the head script's exact text, as the browser does
  new Function(HELD_INPUT_SCRIPT)();
});

function region(html: string): HTMLElement {
  const wrapper = document.createElement('div');
  wrapper.setAttribute('data-hydrate', '');
  wrapper.innerHTML = html;
  document.body.appendChild(wrapper);
  return wrapper;
}

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-live');
});

test('a click on a button whose region has not hydrated reaches nobody, then acts once the region and the frame are live', () => {
  const wrapper = region('<button type="button">Talk to us</button>');
  const button = wrapper.querySelector('button') as HTMLButtonElement;
  const clicks = jest.fn();
  document.body.addEventListener('click', clicks);
  button.click();
  expect(clicks).not.toHaveBeenCalled();
  expect(holdsInput(wrapper)).toBe(true);
  markLive(wrapper);
  expect(clicks).not.toHaveBeenCalled();
  markLive();
  expect(clicks).toHaveBeenCalledTimes(1);
  expect(holdsInput(wrapper)).toBe(false);
  markLive();
  expect(clicks).toHaveBeenCalledTimes(1);
});

test('a click in a live region, and a click on a link, pass straight through', () => {
  const wrapper = region('<button type="button">Next</button><a href="#team">Team</a>');
  const clicks = jest.fn();
  document.body.addEventListener('click', clicks);
  (wrapper.querySelector('a') as HTMLAnchorElement).click();
  expect(clicks).toHaveBeenCalledTimes(1);
  markLive();
  markLive(wrapper);
  (wrapper.querySelector('button') as HTMLButtonElement).click();
  expect(clicks).toHaveBeenCalledTimes(2);
});

test('a form submitted before its region is live does not submit natively, and is submitted once, with its submitter, when live', () => {
  const wrapper = region('<form action="/nowhere"><input name="email" value="ines@duarte.studio"><button name="send">Send</button></form>');
  const submits: Array<string | undefined> = [];
  document.body.addEventListener('submit', (event) => {
    submits.push(event.submitter?.getAttribute('name') ?? undefined);
    event.preventDefault();
  });
  (wrapper.querySelector('button') as HTMLButtonElement).click();
  expect(submits).toEqual([]);
  markLive();
  markLive(wrapper);
  expect(submits).toEqual(['send']);
});

/** The status region gatsby-ssr puts first in <body>, with the site's words for a held press. */
function statusRegion(): HTMLElement {
  const status = document.createElement('div');
  status.id = HELD_INPUT_STATUS_ID;
  status.setAttribute('role', 'status');
  status.setAttribute('data-text', 'Got it. This part of the page is still loading and will respond in a moment.');
  document.body.appendChild(status);
  return status;
}

test('a held press marks its button busy and says so in the status region at once; both end when the press is replayed', () => {
  const status = statusRegion();
  const wrapper = region('<button type="button">Co-pilot with us</button>');
  const button = wrapper.querySelector('button') as HTMLButtonElement;
  button.click();
  expect(button.getAttribute('aria-busy')).toBe('true');
  expect(button.hasAttribute('data-held')).toBe(true);
  expect(status.textContent).toBe('Got it. This part of the page is still loading and will respond in a moment.');
  markLive();
  expect(button.getAttribute('aria-busy')).toBe('true');
  const clicks = jest.fn(() => expect(button.hasAttribute('aria-busy')).toBe(false));
  button.addEventListener('click', clicks);
  markLive(wrapper);
  expect(clicks).toHaveBeenCalledTimes(1);
  expect(button.hasAttribute('data-held')).toBe(false);
  expect(status.textContent).toBe('');
});

test("a held submit marks its submitter busy; the words stay while another region's press is still held", () => {
  const status = statusRegion();
  const form = region('<form><button name="send">Request a pilot</button></form>');
  const other = region('<button type="button">Next</button>');
  form.addEventListener('submit', (event) => event.preventDefault());
  const send = form.querySelector('button') as HTMLButtonElement;
  send.click();
  (other.querySelector('button') as HTMLButtonElement).click();
  expect(send.getAttribute('aria-busy')).toBe('true');
  markLive();
  markLive(form);
  expect(send.hasAttribute('aria-busy')).toBe(false);
  expect(status.textContent).not.toBe('');
  markLive(other);
  expect(status.textContent).toBe('');
});
