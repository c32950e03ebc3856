import { FormattedMessage } from '@umijs/max';
import { Card, Col, Row, Space, Typography } from 'antd';
import MessageCatalogue from './components/MessageCatalogue';
import PromptDemo from './components/PromptDemo';
import RuleShowcaseForm from './components/RuleShowcaseForm';

/** /playground/form: the generic rules of SPEC §5 at work, their messages in both locales, and the prompt dialog. */
export default function FormRulesPage() {
  return (
    <Row gutter={16}>
      <Col xs={24} xl={12}>
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <Card size="small" title={<FormattedMessage id="dev.form.rulesTitle" />}>
            <Typography.Paragraph type="secondary">
              <FormattedMessage id="dev.form.rulesIntro" />
            </Typography.Paragraph>
            <RuleShowcaseForm />
          </Card>
          <Card size="small" title={<FormattedMessage id="dev.form.promptTitle" />}>
            <PromptDemo />
          </Card>
        </Space>
      </Col>
      <Col xs={24} xl={12}>
        <Card size="small" title={<FormattedMessage id="dev.form.catalogueTitle" />}>
          <MessageCatalogue />
        </Card>
      </Col>
    </Row>
  );
}
