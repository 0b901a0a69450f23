/** Public surface of the dictionary feature. Dictionaries (labels of batches, school types, ...) served by the API, with built-in fallbacks. */
export { useDictionaries, useDictionaryOptions } from './api';
