/** Public surface of the dictionary feature. Dictionaries (labels of batches, school types, ...) served by the API, with built-in fallbacks. */
export { prefetchDictionaries, useDictionaries, useDictionaryOptions } from './api';
