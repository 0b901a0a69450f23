import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input } from 'antd';
import { operatorLoginBody, type OperatorLoginBody } from '@yzy/shared/contracts';
import { zodRule } from '../../lib/form-rules';
import { useLogin } from './api';

interface LoginFormProps {
  onLoggedIn(): void;
}

const { username, password, totp } = operatorLoginBody.shape;

/** 运营后台登录: username, password and the 6-digit code of the authenticator app. */
export function LoginForm({ onLoggedIn }: LoginFormProps) {
  const [form] = Form.useForm<OperatorLoginBody>();
  const login = useLogin();
  const handleFinish = (values: OperatorLoginBody) => {
    login.mutate(values, {
      onSuccess: onLoggedIn,
      // A code is good for one login only: the next try needs the next code.
      onError: () => form.setFieldValue('totp', ''),
    });
  };
  return (
    <Form
      form={form}
      layout="vertical"
      size="large"
      requiredMark={false}
      onFinish={handleFinish}
      onValuesChange={() => login.reset()}
      aria-label="运营后台登录"
    >
      {login.error && <Alert className="admin-login-error" type="error" showIcon title={login.error.message} />}
      <Form.Item label="用户名" name="username" rules={[zodRule(username)]} validateFirst>
        <Input prefix={<UserOutlined />} autoComplete="username" placeholder="运营账号用户名" data-testid="admin-login-username" />
      </Form.Item>
      <Form.Item label="密码" name="password" rules={[zodRule(password)]} validateFirst>
        <Input.Password prefix={<LockOutlined />} autoComplete="current-password" placeholder="密码" data-testid="admin-login-password" />
      </Form.Item>
      <Form.Item label="动态验证码" name="totp" rules={[zodRule(totp)]} validateFirst extra="打开验证器App，输入当前显示的6位数字">
        <Input
          prefix={<SafetyOutlined />}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder="6位动态验证码"
          data-testid="admin-login-totp"
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={login.isPending} data-testid="admin-login-submit">
        登录
      </Button>
    </Form>
  );
}
