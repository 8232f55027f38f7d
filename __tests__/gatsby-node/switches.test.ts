/** PATCHES_OFF: a comma list of the switchable groups, read at build time; an unknown name stops the build. */
import { groupsOff } from '../../src/patches/switches';
import { patches } from '../../src/patches';
import { OFF_MODULES, onCreateWebpackConfig } from '../../src/patches/webpack';

test('unset or empty, every patch is on', () => {
  expect([...groupsOff(undefined)]).toEqual([]);
  expect([...groupsOff('')]).toEqual([]);
});

test('a comma list names the groups built without', () => {
  expect([...groupsOff('deferral, head')]).toEqual(['deferral', 'head']);
});

test('an unknown group stops the build, listing the known ones', () => {
  expect(() => groupsOff('deferal')).toThrow('PATCHES_OFF names unknown groups deferal: use deferral, hydration, head, build');
});

test("every off variant the webpack swap uses is a registered patch's off variant", () => {
  const registered = new Set(patches.flatMap((patch) => patch.offVariants ?? []));
  expect(
    Object.values(OFF_MODULES)
      .flatMap((modules) => modules.map(({ module }) => module))
      .filter((m) => !registered.has(m)),
  ).toEqual([]);
});

describe('the server-render webpack config', () => {
  const configure = (off: string | undefined) => {
    const saved = process.env.PATCHES_OFF;
    if (off === undefined) delete process.env.PATCHES_OFF;
    else process.env.PATCHES_OFF = off;
    const setWebpackConfig = jest.fn();
    try {
      void onCreateWebpackConfig?.(
        {
          stage: 'build-html',
          actions: { setWebpackConfig },
          plugins: { normalModuleReplacement: (request: RegExp) => String(request) },
        } as never,
        {} as never,
        () => undefined,
      );
    } finally {
      if (saved === undefined) delete process.env.PATCHES_OFF;
      else process.env.PATCHES_OFF = saved;
    }
    return setWebpackConfig.mock.calls;
  };

  test('is left alone with every patch on', () => {
    expect(configure(undefined)).toEqual([]);
  });

  test('swaps the off variants and salts the hash, so Gatsby re-renders every page', () => {
    expect(configure('head')).toEqual([[{ output: { hashSalt: 'PATCHES_OFF=head' } }], [{ plugins: ['/^\\.\\/imageHeadRemoval$/'] }]]);
  });
});
