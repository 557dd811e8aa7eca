// The site API's messages (PKG_MSG, and RESOURCES_MSG of the resources' sample form, verbatim) in the person's
// words, for the host to add to the client's translations (test/server-messages.test.ts checks them against the
// contract). English rewords only the messages a form shows at a field that name an API field.
import type { ServerMessages } from '@console/shared';
import {
  PROJECT_STATUSES,
  SITE_TYPES,
  UPLOAD_MAX_LABEL,
  UPLOAD_RATE,
  UPLOAD_UNATTACHED_MAX_LABEL,
} from '@console/api-contract/values';

/** The contract's limits that its values entry does not carry (api-contract/src/pkg.ts). */
const EXPLAIN_MAX = 20_000;
const FOLDER_DEPTH_MAX = 8;

export const serverMessages: ServerMessages = {
  en: {
    'num must be a whole number from 0 to 1000000': 'Enter a whole number from 0 to 1,000,000',
    'plateNum must be at most 64 characters': 'The plate number can be at most 64 characters',
    'folderId must be a folder id, or none': 'Choose one of your folders, or none',
  },
  zh: {
    'Please enter a title (1 to 200 characters)': '请输入标题（1 到 200 个字符）',
    'keyword must be 1 to 200 characters': '搜索内容须为 1 到 200 个字符',
    'Please enter a folder name (1 to 100 characters)': '请输入文件夹名称（1 到 100 个字符）',
    'num must be a whole number from 0 to 1000000': '数量须为 0 到 1000000 之间的整数',
    'plateNum must be at most 64 characters': '牌号最多 64 个字符',
    [`Site type must be one of ${SITE_TYPES.join(', ')}`]: `站点类型须为 ${SITE_TYPES.join('、')} 之一`,
    [`status must be one of ${PROJECT_STATUSES.join(', ')}`]: `状态须为 ${PROJECT_STATUSES.join('、')} 之一`,
    'folderId must be a folder id, or none': '请选择一个文件夹，或不选',
    'Please upload the image again': '请重新上传图片',
    'version must be a positive whole number': '版本须为正整数',
    'Choose 1 to 100 projects': '请选择 1 到 100 个项目',
    [`The explanation is too long (at most ${EXPLAIN_MAX} characters)`]: `说明过长（最多 ${EXPLAIN_MAX} 个字符）`,
    'Please enter the shop name (1 to 100 characters)': '请输入店铺名称（1 到 100 个字符）',
    'The description must be at most 2000 characters': '描述最多 2000 个字符',
    'The contact must be at most 500 characters': '联系方式最多 500 个字符',
    'Not a file name': '不是有效的文件名',
    'Project not found': '项目不存在',
    'Folder not found': '文件夹不存在',
    // A file's 404: the console's own table says it already; here for a complete table.
    'Not Found': '未找到',
    'This folder was changed in another tab or by someone else; the list has been reloaded':
      '此文件夹已在其他标签页或被其他人修改，列表已重新加载',
    'A folder cannot be moved into itself or one of its subfolders': '文件夹不能移到它自身或它的子文件夹中',
    [`Folders can be nested at most ${FOLDER_DEPTH_MAX} levels deep`]: `文件夹最多嵌套 ${FOLDER_DEPTH_MAX} 层`,
    'Only an empty folder can be deleted: move its projects and subfolders out first':
      '只能删除空文件夹：请先移出其中的项目和子文件夹',
    [`The file size cannot exceed ${UPLOAD_MAX_LABEL}`]: `文件大小不能超过 ${UPLOAD_MAX_LABEL}`,
    'Please upload the correct file format': '请上传正确格式的文件',
    'Please choose a file': '请选择文件',
    [`Your shop has ${UPLOAD_UNATTACHED_MAX_LABEL} of uploaded images not yet saved in a form: save or remove some, then upload again (unsaved uploads are removed after an hour)`]: `店铺已有 ${UPLOAD_UNATTACHED_MAX_LABEL} 上传后尚未在表单中保存的图片：请先保存或移除一些再上传（未保存的图片一小时后删除）`,
    [`Too many uploads: at most ${UPLOAD_RATE.max} a minute, please wait a moment`]: `上传过于频繁：每分钟最多 ${UPLOAD_RATE.max} 次，请稍候`,
    // The resources' sample form (RESOURCES_MSG).
    'Please enter a name': '请输入名称',
    'The name can not be more than 40 characters': '名称不能超过 40 个字符',
    'This name is already taken': '该名称已被使用',
    'Please enter a valid email address': '请输入有效的邮箱地址',
    'The quantity must be a whole number between 1 and 99': '数量须为 1 到 99 之间的整数',
  },
};
