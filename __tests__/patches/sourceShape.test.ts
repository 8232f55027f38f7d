/** The source shape checks of the patches: each finds its code in the installed packages by shape (wherever a package moved it), and stops the build, naming the patch, the package and the missing code, when fed another shape or when a package is gone. */
import { expectShape, expectSources, type SourceExpectation } from '../../src/patches/sourceShape';
import { CPU_COUNT_SOURCE } from '../../src/patches/buildParallelism';
import { PRECOMPILE_SOURCE } from '../../src/patches/developFunctions';
import { QUERY_ON_DEMAND_SOURCE } from '../../src/patches/queryOnDemand';
import { checkEncoderMethods, ENCODER_SOURCES } from '../../src/patches/encoderEffort';
import { DEAD_MODULES } from '../../src/patches/deadGatsbyModules';
import { LAZY_HEAD_SOURCES } from '../../src/patches/lazyHead';
import { HYDRATION_RUNTIME_SOURCES } from '../../src/patches/hydrationRuntimeShape';
import { CHUNK_MAP_LOADER } from '../../src/patches/chunkMapping';
import { SALT_SOURCES } from '../../src/patches/htmlFollowsCss';

const checks: [string, SourceExpectation[]][] = [
  ['buildParallelism', [CPU_COUNT_SOURCE]],
  ['developFunctions', [PRECOMPILE_SOURCE]],
  ['queryOnDemand', [QUERY_ON_DEMAND_SOURCE]],
  ['encoderEffort', ENCODER_SOURCES],
  ['deadGatsbyModules', DEAD_MODULES],
  ['lazyHead', LAZY_HEAD_SOURCES],
  ['hydrationRuntimeShape', HYDRATION_RUNTIME_SOURCES],
  ['chunkMapping', [CHUNK_MAP_LOADER]],
  ['htmlFollowsCss', SALT_SOURCES],
];

test.each(checks)(
  '%s finds its code in the installed packages (a missing package or file fails here, not only in the build)',
  (patch, expectations) => {
    expect(expectSources(patch, expectations)).toHaveLength(expectations.length);
  },
);

test.each(checks)(
  '%s stops the build, naming the patch, the package and the missing code, when the code changed shape',
  (patch, expectations) => {
    for (const expectation of expectations)
      expect(() => expectShape(`src/patches/${patch}.ts`, expectation, [['node_modules/x/index.js', '// rewritten upstream']])).toThrow(
        `src/patches/${patch}.ts: no file of ${expectation.package} has the shape the patch was checked against (missing ${JSON.stringify((expectation.snippets[0] ?? '').slice(0, 120))}`,
      );
  },
);

test('the code is found wherever the package keeps it (sharp 0.35 moved lib/*.js to dist/*.cjs)', () => {
  const expectation = { package: 'sharp', snippets: ['this.options.webpEffort = options.effort;'] };
  const moved: [string, string][] = [
    ['node_modules/sharp/dist/index.cjs', 'module.exports = require("./constructor.cjs");'],
    ['node_modules/sharp/dist/output.cjs', 'function webp (options) {\n  this.options.webpEffort = options.effort;\n}'],
  ];
  expect(expectShape('src/patches/encoderEffort.ts', expectation, moved)).toBe('node_modules/sharp/dist/output.cjs');
});

test('a package that is gone stops the build too, naming the patch', () => {
  expect(() => expectSources('src/patches/x.ts', [{ package: 'no-such-package-here', snippets: ['x'] }])).toThrow(
    'src/patches/x.ts: no-such-package-here is not installed, and the patch was written against it: review or remove the patch',
  );
});

test('encoderEffort stops the build when sharp has no avif() or webp() to wrap', () => {
  expect(() => checkEncoderMethods({ avif: () => undefined, webp: () => undefined })).not.toThrow();
  expect(() => checkEncoderMethods({ webp: () => undefined })).toThrow(
    'src/patches/encoderEffort.ts: sharp.prototype has no avif() to give a default effort: review or remove the patch',
  );
});
