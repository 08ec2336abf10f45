// mjml-browser's bundle names cheerio for features the console never uses (mj-include, inlined
// mj-style); it stands in for it so the bundle resolves without that package.
export default undefined;
