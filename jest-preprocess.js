// Babel transform for Jest: the same presets Gatsby builds with, plus TypeScript.
const babelOptions = { presets: [['babel-preset-gatsby', { reactRuntime: 'automatic' }], '@babel/preset-typescript'] };
module.exports = require('babel-jest').default.createTransformer(babelOptions);
