import { FREE_ROWS_PER_TIER } from '@yzy/shared/contracts';
import { explainForecast, forecastFromPrepared, type AdmissionForecast, type ProbabilityInput } from '@yzy/shared/rules';
import { inputFor, type EvaluatedPlan } from './plan-evaluation';

/**
 * What a sent row shows of an evaluated plan, made only for the rows asked: the forecast with its
 * evidence, the rank model's input and the tooltip text.
 */

const forecasts = new WeakMap<EvaluatedPlan, AdmissionForecast>();

/** The number a plan's row shows with its evidence (basis, band, years, gap), or why there is none; made once per row asked. */
export function forecastOf(e: EvaluatedPlan): AdmissionForecast {
  const { fixedForecast, lines } = e.prepared;
  if (fixedForecast) {
    return fixedForecast;
  }
  if (!lines) {
    throw new Error(`plan ${e.plan.id} has neither lines nor a fixed forecast`);
  }
  let forecast = forecasts.get(e);
  if (!forecast) {
    forecast = forecastFromPrepared(e.estimate, lines, e.composite);
    forecasts.set(e, forecast);
  }
  return forecast;
}

/** The rank model's input of an evaluated plan (its tooltip, the backtest's observers). */
export function inputOf(e: EvaluatedPlan): ProbabilityInput {
  return inputFor(e.prepared, e.context, e.composite);
}

/** The tooltip text of an evaluated plan (built only for rows that are sent). */
export function explanationOf(e: EvaluatedPlan): string {
  if (e.locked) {
    return `该计划的录取概率和冲稳保档位为VIP功能；免费会员可查看每个批次每档${FREE_ROWS_PER_TIER}个推荐计划的录取概率。往年录取线见本行。`;
  }
  if (e.excluded) {
    return `不符合报考条件：${e.exclusions.map((x) => x.message).join('；')}。`;
  }
  if (e.decidedBy) {
    return `校考专业：${e.decidedBy}。`;
  }
  return explainForecast(forecastOf(e), e.estimate, inputOf(e));
}
