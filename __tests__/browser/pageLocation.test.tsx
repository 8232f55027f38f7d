/** The page's router location: Gatsby's <Location> renders with it, a hash or query change of the same page re-renders nothing, another path does, and every navigation is ended. */
import { act, render } from '@testing-library/react';
import { globalHistory, Location } from '@gatsbyjs/reach-router';
import { PageLocation } from '../../src/hydration/PageLocation';

/** Lets the provider's listener run: a microtask, then an animation frame. */
const settle = () =>
  act(async () => {
    await Promise.resolve();
    await new Promise((resolve) => requestAnimationFrame(resolve));
  });

/** Goes to `url` as the back button or a changed hash does: a new history entry, then popstate. */
const pop = (url: string) => {
  window.history.pushState(null, '', url);
  window.dispatchEvent(new PopStateEvent('popstate'));
};

test('renders with the current location, re-renders for another path only, and ends every navigation', async () => {
  void globalHistory.navigate('/services/branding/', { replace: true });
  const seen: string[] = [];
  render(
    <PageLocation>
      <Location>
        {({ location }: { location: { pathname: string; hash: string } }) => {
          seen.push(location.pathname + location.hash);
          return null;
        }}
      </Location>
    </PageLocation>,
  );
  expect(seen).toEqual(['/services/branding/']);
  expect(globalHistory.transitioning).toBe(false);

  pop('/services/branding/#smb');
  await settle();
  pop('/services/branding/?from=menu#enterprise');
  await settle();
  expect(seen).toEqual(['/services/branding/']);
  expect(globalHistory.transitioning).toBe(false);

  pop('/services/desktop-app/#startups');
  await settle();
  expect(seen).toEqual(['/services/branding/', '/services/desktop-app/#startups']);
  expect(globalHistory.transitioning).toBe(false);
});
