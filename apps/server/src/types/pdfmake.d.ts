/** The part of pdfmake 0.3's Node API the portal uses (the package ships no types). */
declare module 'pdfmake' {
  type FontFiles = { normal: string; bold: string; italics: string; bolditalics: string };
  type PdfMake = {
    addFonts(fonts: Record<string, FontFiles>): void;
    setUrlAccessPolicy(allow: (url: string) => boolean): void;
    setLocalAccessPolicy(allow: (path: string) => boolean): void;
    createPdf(definition: Record<string, unknown>): { getBuffer(): Promise<Buffer> };
  };
  const pdfmake: PdfMake;
  export default pdfmake;
}
