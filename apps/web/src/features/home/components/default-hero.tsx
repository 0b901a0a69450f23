import { Button } from 'antd';
import { Link } from 'react-router';

/** What the product does and the way in, when no banner is set. */
export function DefaultHero() {
  return (
    <section className="yzy-hero" aria-label="艺志愿">
      <div className="yzy-container">
        <div className="yzy-hero-text">
          <h1 className="yzy-hero-title">艺考志愿，一站规划</h1>
          <p className="yzy-hero-lead">
            输入你的文化成绩与统考成绩，按省份规则计算综合分，对照历年录取位次，生成冲、稳、保梯度合理的志愿方案。
          </p>
          <div className="yzy-hero-actions">
            <Link to="/filling">
              <Button type="primary" size="large">
                开始模拟填报
              </Button>
            </Link>
            <Link to="/guide">
              <Button size="large" ghost>
                查看使用指南
              </Button>
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
