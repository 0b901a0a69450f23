import { Card } from 'antd';
import { IMPORT_TABLE_KEYS, type ImportTableKey } from '@yzy/shared/contracts';
import { useSearchParams } from 'react-router';
import { ImportHistory } from './import-history';
import { ImportUploader } from './import-uploader';

const DEFAULT_TABLE: ImportTableKey = 'enrollmentPlans';

/** 数据导入: upload with a dry-run report, then commit; the history below. The chosen table lives in the URL. */
export function ImportPage() {
  const [params, setParams] = useSearchParams();
  const table = IMPORT_TABLE_KEYS.find((key) => key === params.get('table')) ?? DEFAULT_TABLE;
  return (
    <div className="admin-stack">
      <Card title="上传数据文件">
        <ImportUploader table={table} onTable={(next) => setParams({ table: next }, { replace: true })} />
      </Card>
      <Card title="导入记录">
        <ImportHistory />
      </Card>
    </div>
  );
}
