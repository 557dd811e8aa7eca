// The SKU API's messages (SKU_MSG, verbatim) in the person's words, for the host to add to the client's translations
// (test/server-messages.test.ts checks them against the contract). `{name}` parts are filled in by the server: the
// translation keeps them. English rewords only what a form or the import report shows and names an API field.
import type { ServerMessages } from '@console/shared';
import { SKU_IMPORT_MAX_BYTES, SKU_IMPORT_MAX_LINES } from '@console/api-contract/values';

/** The contract's limits that its values entry does not carry (api-contract/src/sku.ts). */
const NAME_MAX = 100;
const TAGS_MAX = 50;

export const serverMessages: ServerMessages = {
  en: {
    'parentId must be a positive whole number or null': 'Choose an existing category as the parent, or none',
    'position must be a whole number from 0': 'Choose a place among the category’s siblings',
  },
  zh: {
    'Code must be 1 to 40 letters, digits, ".", "_" or "-", starting with a letter or digit':
      '编码须为 1 到 40 个字母、数字、"."、"_" 或 "-"，并以字母或数字开头',
    'This code is already used in your shop': '店内已有此编码',
    [`Please enter the name in the default language (at most ${NAME_MAX} characters)`]: `请输入默认语言的名称（最多 ${NAME_MAX} 个字符）`,
    [`Each translated name must be at most ${NAME_MAX} characters, keyed by a language code`]: `每种语言的名称最多 ${NAME_MAX} 个字符，并以语言代码标明`,
    'Names may be given only for languages your shop offers: {codes}':
      '只能填写店铺提供的语言的名称：{codes}',
    'Colour must be a hex colour such as #1677ff': '颜色须为十六进制颜色，例如 #1677ff',
    'parentId must be a positive whole number or null': '上级须为已有分类，或不选',
    'The parent category does not exist': '上级分类不存在',
    'position must be a whole number from 0': '位置须为从 0 开始的整数',
    'A category cannot be moved under itself or one of its own subcategories':
      '分类不能移到它自身或它的子分类之下',
    'id must be a positive whole number': 'ID 须为正整数',
    'keyword must be 1 to 100 characters': '搜索内容须为 1 到 100 个字符',
    'missing must be a language code such as zh': '“缺少语言”须为语言代码，例如 zh',
    'Category not found': '分类不存在',
    'Tag not found': '标签不存在',
    'Project not found': '项目不存在',
    'This category has subcategories or is used by projects: choose what happens to them':
      '此分类有子分类或正被项目使用：请选择如何处理它们',
    'mode must be cascade (delete the whole branch) or lift (move subcategories up a level)':
      '删除方式须为 cascade（删除整个分支）或 lift（子分类上移一级）',
    [`Please send the CSV text (at most ${SKU_IMPORT_MAX_BYTES} bytes)`]: `请提交 CSV 文本（最多 ${SKU_IMPORT_MAX_BYTES} 字节）`,
    [`The file has more than ${SKU_IMPORT_MAX_LINES} lines`]: `文件超过 ${SKU_IMPORT_MAX_LINES} 行`,
    'The file is not valid CSV: {reason}': '文件不是有效的 CSV：{reason}',
    'The first line must name the columns: {columns}': '第一行须列出各列的名称：{columns}',
    'Unknown column {column}': '未知的列 {column}',
    'Expected {expected} cells, found {found}': '应有 {expected} 个单元格，实有 {found} 个',
    'Code {code} appears more than once in the file (first on line {line})':
      '编码 {code} 在文件中出现了不止一次（首次在第 {line} 行）',
    'Parent {code} is neither in your shop nor in the file': '上级 {code} 既不在店内，也不在文件中',
    'Parent {code} would put this category under itself': '上级 {code} 会把此分类放到它自身之下',
    'categoryId must be a category id or null': '分类须为已有分类，或不选',
    [`tagIds must be a list of at most ${TAGS_MAX} tag ids`]: `最多选择 ${TAGS_MAX} 个标签`,
    'The category does not exist': '该分类不存在',
    'One or more tags do not exist': '有标签不存在',
    'language must be a language code such as zh': '语言须为语言代码，例如 zh',
    'expanded must be up to 200 category ids separated by commas': '展开的分类最多 200 个，以逗号分隔',
  },
};
