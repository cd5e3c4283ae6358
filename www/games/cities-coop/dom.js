// The page's DOM helpers, imported here once for every part of www/games/cities-coop.js. The build
// inlines the parts into that one module but keeps each part's own import of ../dom.js as an
// import statement of its own, with its own names: one import for all is smaller on the wire.
export { autoCanvas, fill, h, mark, num, sheet, signed, t } from "../../dom.js";
