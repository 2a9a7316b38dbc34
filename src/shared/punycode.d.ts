// punycode.js ships no types; the one function the site uses (RFC 3492 decoding of a label without "xn--").
// The ES module file is imported by path: a bare "punycode" is Node's deprecated built-in module.
declare module 'punycode/punycode.es6.js' {
  /** Throws a RangeError on input that is not valid Punycode. */
  export function decode(input: string): string;
}
