// The benchmark's baseline (bench/lighthouse.ts): the least a React + Fluent sign-in form costs, with none
// of Gatehouse (no router, queries, i18n, captcha or API calls). Plain JSX so that no tsconfig claims it.
import { Button, Field, FluentProvider, Input, Title2, webLightTheme } from '@fluentui/react-components';
import { createRoot } from 'react-dom/client';

function BarePage() {
  return (
    <FluentProvider theme={webLightTheme}>
      <main style={{ display: 'grid', placeItems: 'center', minHeight: '100vh', background: '#f5f5f5' }}>
        <form style={{ display: 'grid', gap: 12, width: 360, padding: 32, background: '#fff', borderRadius: 8 }}>
          <Title2 as="h1">Gatehouse</Title2>
          <Field label="用户名">
            <Input placeholder="请输入用户名" />
          </Field>
          <Field label="密码">
            <Input type="password" placeholder="请输入密码" />
          </Field>
          <Button appearance="primary">登 录</Button>
        </form>
      </main>
    </FluentProvider>
  );
}

createRoot(document.getElementById('root')).render(<BarePage />);
