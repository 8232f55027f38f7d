import { createGate } from '../../src/hydration/gate';

describe('createGate', () => {
  it('is closed until opened, then settles its promise once and stays open', async () => {
    const gate = createGate();
    const seen: string[] = [];
    void gate.opened.then(() => seen.push('opened'));
    await Promise.resolve();
    expect(gate.isOpen()).toBe(false);
    expect(seen).toEqual([]);
    gate.open();
    gate.open();
    await gate.opened;
    expect(gate.isOpen()).toBe(true);
    expect(seen).toEqual(['opened']);
  });
});
