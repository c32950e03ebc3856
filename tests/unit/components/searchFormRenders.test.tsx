import { act, render, screen } from '@testing-library/react';
import { ProTable, type ProColumns } from '@ant-design/pro-components';
import { Input } from 'antd';
import { useRef } from 'react';
import type { ProFormInstance } from '@ant-design/pro-components';

interface Row {
  id: string;
  name: string;
}

/** How often the search form renders its items while a ProTable mounts. */
describe('the search form of a table', () => {
  it('renders its fields at most twice while mounting and still hands its instance to formRef', async () => {
    let renders = 0;
    const formRefs: Array<React.MutableRefObject<ProFormInstance | undefined>> = [];
    const columns: ProColumns<Row>[] = [
      {
        title: 'Name',
        dataIndex: 'name',
        renderFormItem: () => {
          renders += 1;
          return <Input aria-label="name filter" />;
        },
      },
    ];
    function Page() {
      const formRef = useRef<ProFormInstance>();
      formRefs.push(formRef);
      return (
        <ProTable<Row>
          rowKey="id"
          formRef={formRef}
          columns={columns}
          dataSource={[{ id: '1', name: 'Sword' }]}
          search={{ defaultCollapsed: false }}
          options={false}
        />
      );
    }
    render(<Page />);
    await act(async () => {
      await new Promise((r) => setTimeout(r, 30));
    });
    expect(screen.getByLabelText('name filter')).toBeInTheDocument();
    // the reactive ref of ProComponents renders them four times here
    expect(renders).toBeLessThanOrEqual(2);
    const form = formRefs[formRefs.length - 1].current;
    expect(typeof form?.getFieldsValue).toBe('function');
    act(() => form?.setFieldsValue({ name: 'Bow' }));
    expect((screen.getByLabelText('name filter') as HTMLInputElement).value).toBe('Bow');
  });
});
