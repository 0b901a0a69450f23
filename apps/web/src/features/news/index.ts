/** Public surface of the news feature. 资讯: list, article, the home page's latest news. */
export { ArticleView } from './components/article-view';
export { LatestNews } from './components/latest-news';
export { NewsList } from './components/news-list';
export { ArticleRow } from './components/article-row';
export { publishDate } from './publish-date';
export { prefetchArticleList } from './api';
