/** The source shape checks of the patches: each passes on the installed framework files and stops the build, naming the file, the missing code and the patch, when fed another shape. */
import fs from 'node:fs';
import { expectShape, expectSources, type SourceExpectation } from '../../src/patches/sourceShape';
import { CPU_COUNT_SOURCE } from '../../src/patches/buildParallelism';
import { QUERY_ON_DEMAND_SOURCE } from '../../src/patches/queryOnDemand';
import { checkEncoderMethods, ENCODER_SOURCES } from '../../src/patches/encoderEffort';
import { DEAD_MODULES } from '../../src/patches/deadGatsbyModules';
import { BROWSER_RUNTIME_SOURCES } from '../../src/patches/browserRuntime';

const checks: [string, SourceExpectation[]][] = [
  ['buildParallelism', [CPU_COUNT_SOURCE]],
  ['queryOnDemand', [QUERY_ON_DEMAND_SOURCE]],
  ['encoderEffort', ENCODER_SOURCES],
  ['deadGatsbyModules', DEAD_MODULES],
  ['browserRuntime', BROWSER_RUNTIME_SOURCES],
];
/** .cache/ exists only after a build: those files are checked when it does. */
const present = (expectations: SourceExpectation[]) => expectations.filter(({ file }) => fs.existsSync(file));

test.each(checks)('%s passes on the installed files', (patch, expectations) => {
  expect(() => expectSources(patch, present(expectations))).not.toThrow();
});

test.each(checks)('%s stops the build, naming the file and the missing code, when a file changed shape', (patch, expectations) => {
  for (const expectation of expectations)
    expect(() => expectShape(`src/patches/${patch}.ts`, expectation, '// rewritten upstream')).toThrow(
      `${expectation.file} no longer has the shape src/patches/${patch}.ts was checked against (missing ${JSON.stringify((expectation.snippets[0] ?? '').slice(0, 120))}`,
    );
});

test('a file that is gone stops the build too', () => {
  expect(() => expectSources('src/patches/x.ts', [{ file: 'node_modules/gatsby/gone.js', snippets: ['x'] }])).toThrow(
    'node_modules/gatsby/gone.js is gone, and src/patches/x.ts was written against it: review or remove the patch',
  );
});

test('encoderEffort stops the build when sharp has no avif() or webp() to wrap', () => {
  expect(() => checkEncoderMethods({ avif: () => undefined, webp: () => undefined })).not.toThrow();
  expect(() => checkEncoderMethods({ webp: () => undefined })).toThrow(
    'sharp.prototype has no avif() to give a default effort (src/patches/encoderEffort.ts): review or remove the patch',
  );
});
