import { useApiMutation } from '@console/shared/data/mutation';
import { App, Form, Input, InputNumber, Modal, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { projectsApi, SITE_TYPES, type ProjectBody, type SiteProject } from '../../api';
import { ImageUpload } from '../../components/ImageUpload';
import { folderOptions, useFolders } from '../../components/useFolders';

type FormValues = Omit<ProjectBody, 'plateNum'> & { plateNum?: string | null };

const FIELDS = ['title', 'cover', 'num', 'payUrl', 'plateNum', 'siteType', 'folderId'] as const;

const EMPTY: FormValues = {
  title: '',
  cover: null,
  num: 0,
  payUrl: null,
  plateNum: '',
  siteType: 'design',
  folderId: null,
};

/** Create or edit a project in a dialog; the server's field messages land at their fields. */
export function ProjectForm({
  open,
  project,
  onClose,
  onSaved,
}: {
  open: boolean;
  /** The project to edit; null creates one. */
  project: SiteProject | null;
  onClose: () => void;
  onSaved: (project: SiteProject, created: boolean) => void;
}) {
  const { t } = useTranslation('pkg');
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const folders = useFolders();
  const saveProject = useApiMutation(
    (body: ProjectBody) => (project ? projectsApi.update(project.id, body) : projectsApi.create(body)),
    {
      form,
      fields: FIELDS,
      onSuccess: (saved) => {
        void message.success(project ? t('projects.updated') : t('projects.created'));
        onSaved(saved, !project);
      },
    },
  );

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      project
        ? {
            title: project.title,
            cover: project.cover,
            num: project.num,
            payUrl: project.payUrl,
            plateNum: project.plateNum ?? '',
            siteType: project.siteType,
            folderId: project.folderId,
          }
        : EMPTY,
    );
  }, [open, project, form]);

  const save = async () => {
    const values = await form.validateFields();
    const body: ProjectBody = {
      title: values.title,
      cover: values.cover ?? null,
      num: values.num ?? 0,
      payUrl: values.payUrl ?? null,
      plateNum: values.plateNum?.trim() ? values.plateNum.trim() : null,
      siteType: values.siteType,
      folderId: values.folderId ?? null,
    };
    await saveProject.mutate(body);
  };

  return (
    <Modal
      open={open}
      title={project ? t('projects.editTitle') : t('projects.createTitle')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      onCancel={onClose}
      confirmLoading={saveProject.isPending}
      destroyOnHidden
      width={640}
      // OK is the form's submit button (Enter in a field submits too); a form without one fails WCAG's H32.
      okButtonProps={
        { 'data-testid': 'project-save', htmlType: 'submit', form: 'project' } as Record<string, string>
      }
    >
      <Form
        form={form}
        // Its own name prefixes its field ids: the project list's filter form has fields of the same names.
        name="project"
        layout="vertical"
        data-testid="project-form"
        onFinish={() => void save()}
      >
        <Form.Item
          name="title"
          label={t('projects.titleField')}
          rules={[{ required: true, whitespace: true, max: 200, message: t('projects.titleRequired') }]}
        >
          <Input maxLength={200} data-testid="project-title" />
        </Form.Item>
        <Form.Item name="siteType" label={t('projects.siteType')} rules={[{ required: true }]}>
          <Select
            data-testid="project-site-type"
            options={SITE_TYPES.map((value) => ({ value, label: t(`siteType.${value}`) }))}
          />
        </Form.Item>
        <Form.Item name="folderId" label={t('projects.folder')}>
          <Select
            allowClear
            data-testid="project-folder"
            placeholder={t('projects.noFolder')}
            options={folderOptions(folders.data?.folders ?? [])}
            loading={folders.isLoading}
          />
        </Form.Item>
        <Form.Item
          name="num"
          label={t('projects.num')}
          rules={[{ type: 'integer', min: 0, max: 1_000_000, message: t('projects.numInvalid') }]}
        >
          <InputNumber
            min={0}
            max={1_000_000}
            precision={0}
            style={{ width: '100%' }}
            data-testid="project-num"
          />
        </Form.Item>
        <Form.Item name="plateNum" label={t('projects.plateNum')}>
          <Input maxLength={64} data-testid="project-plate" />
        </Form.Item>
        <Form.Item name="cover" label={t('projects.cover')}>
          <ImageUpload label={t('projects.cover')} testId="project-cover" />
        </Form.Item>
        <Form.Item name="payUrl" label={t('projects.payUrl')}>
          <ImageUpload label={t('projects.payUrl')} testId="project-qr" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
