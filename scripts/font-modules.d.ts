// The font tools of scripts/marathi-font.ts ship no types of their own.
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: 'woff2' | 'woff' | 'sfnt' | 'truetype' },
  ): Promise<Buffer>;
}
declare module 'fontverter' {
  export function convert(font: Buffer, to: 'sfnt' | 'woff' | 'woff2' | 'truetype'): Promise<Buffer>;
}
