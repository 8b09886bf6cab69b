import { rememberLast } from './rememberLast';

describe('rememberLast', () => {
  it('answers a repeated input from memory and forgets the least recently asked past its size', () => {
    const asked: string[] = [];
    const upper = rememberLast(2, (input: string) => {
      asked.push(input);
      return input.toUpperCase();
    });
    expect([upper('a'), upper('b'), upper('a')]).toEqual(['A', 'B', 'A']);
    expect(asked).toEqual(['a', 'b']);
    upper('c'); // 'b' is now the least recently asked
    upper('a');
    upper('b');
    expect(asked).toEqual(['a', 'b', 'c', 'b']);
  });
});
