/** Public surface of the dictionary module. Dictionaries and their coverage. */
export { registerDictionaryRoutes } from './dictionary.routes';
