/** The part of fontkit 2 the letter tests use (the package ships no types). */
declare module 'fontkit' {
  type Glyph = { id: number };
  type Font = {
    glyphForCodePoint(codePoint: number): Glyph;
    layout(text: string): { glyphs: Glyph[] };
  };
  export function openSync(path: string): Font;
}
