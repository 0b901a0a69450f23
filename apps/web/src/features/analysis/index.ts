/** Public surface of the analysis feature. 志愿分析 (VIP): 冲稳保梯度、风险、建议 of one table. */
export { AnalysisView } from './components/analysis-view';
