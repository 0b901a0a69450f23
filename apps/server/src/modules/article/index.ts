/** Public surface of the article module. 艺考资讯 for members, and the one HTML sanitiser every stored rich text goes through. */
export { sanitizeRichText } from './sanitize';
