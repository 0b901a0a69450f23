import { Checkbox } from 'antd';

interface AgreementCheckProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** The agreement below the login button; the documents open in a new tab so the dialog keeps its input. */
export function AgreementCheck({ checked, onChange }: AgreementCheckProps) {
  return (
    <Checkbox checked={checked} onChange={(event) => onChange(event.target.checked)} data-testid="login-agreement">
      <span className="yzy-agreement">
        我已阅读并同意
        <a href="/agreement" target="_blank" rel="noreferrer">
          《用户协议》
        </a>
        和
        <a href="/privacy" target="_blank" rel="noreferrer">
          《隐私政策》
        </a>
        ，未注册的手机号验证后将自动注册
      </span>
    </Checkbox>
  );
}
