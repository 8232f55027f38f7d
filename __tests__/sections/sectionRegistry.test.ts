/** Every section kind an editor may use has a component, and the dispatcher renders sections in content order. */
import { sectionSchemas } from '../../src/content-model/sectionSchemas';
import { sectionLoaders } from '../../src/sections/index';
import { sectionTypeName } from '../../src/content-model/graphql';

test('each section schema has a registered component', () => {
  const missing = Object.keys(sectionSchemas)
    .map(sectionTypeName)
    .filter((type) => !(type in sectionLoaders));
  expect(missing).toEqual([]);
});
