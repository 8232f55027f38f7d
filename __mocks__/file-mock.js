// Static asset imports resolve to a fixed path in tests.
module.exports = 'test-file-stub';
