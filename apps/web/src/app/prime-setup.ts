import 'primereact/resources/themes/lara-light-blue/theme.css';
import PrimeReact, { addLocale, locale } from 'primereact/api';

/**
 * PrimeReact in Chinese, with its theme: loaded beside every screen's chunk (route-tree's lazyScreen, the
 * console's screens, the overlays and the cards' favourite button), never in the entry — the shell itself
 * uses no PrimeReact component, so the first paint waits for neither its code nor its 200 KB stylesheet.
 */
// Typed loosely: PrimeReact's own type lists fewer `aria` keys than its English locale has.
addLocale('zh-CN', {
  accept: '确定',
  reject: '取消',
  choose: '选择',
  upload: '上传',
  cancel: '取消',
  clear: '清除',
  apply: '应用',
  emptyMessage: '暂无数据',
  emptyFilterMessage: '没有匹配的结果',
  dayNames: ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'],
  dayNamesShort: ['周日', '周一', '周二', '周三', '周四', '周五', '周六'],
  dayNamesMin: ['日', '一', '二', '三', '四', '五', '六'],
  monthNames: ['一月', '二月', '三月', '四月', '五月', '六月', '七月', '八月', '九月', '十月', '十一月', '十二月'],
  monthNamesShort: ['1月', '2月', '3月', '4月', '5月', '6月', '7月', '8月', '9月', '10月', '11月', '12月'],
  today: '今天',
  weekHeader: '周',
  firstDayOfWeek: 1,
  emptySearchMessage: '没有匹配的结果',
  emptySelectionMessage: '未选择',
  searchMessage: '共 {0} 个结果',
  selectionMessage: '已选 {0} 项',
  passwordPrompt: '请输入密码',
  weak: '弱',
  medium: '中',
  strong: '强',
  noFileChosenMessage: '未选择文件',
  fileChosenMessage: '{0} 个文件',
  pending: '待上传',
  completed: '已完成',
  // Screen-reader labels too: no English reaches a member (issue 13). addLocale replaces `aria` whole.
  aria: {
    cancelEdit: '取消编辑',
    close: '关闭',
    collapseLabel: '收起',
    collapseRow: '行已收起',
    editRow: '编辑行',
    expandLabel: '展开',
    expandRow: '行已展开',
    falseLabel: '否',
    filterConstraint: '筛选条件',
    filterOperator: '筛选运算',
    firstPageLabel: '第一页',
    gridView: '网格视图',
    hideFilterMenu: '隐藏筛选菜单',
    jumpToPageDropdownLabel: '跳转页码',
    jumpToPageInputLabel: '输入页码',
    lastPageLabel: '最后一页',
    listLabel: '选项列表',
    listView: '列表视图',
    moveAllToSource: '全部移回',
    moveAllToTarget: '全部移入',
    moveBottom: '移到最后',
    moveDown: '下移',
    moveToSource: '移回',
    moveToTarget: '移入',
    moveTop: '移到最前',
    moveUp: '上移',
    navigation: '导航',
    next: '下一个',
    nextPageLabel: '下一页',
    nullLabel: '未选择',
    otpLabel: '请输入第 {0} 位验证码',
    pageLabel: '第 {page} 页',
    passwordHide: '隐藏密码',
    passwordShow: '显示密码',
    previous: '上一个',
    prevPageLabel: '上一页',
    removeLabel: '移除',
    rotateLeft: '向左旋转',
    rotateRight: '向右旋转',
    rowsPerPageLabel: '每页行数',
    saveEdit: '保存编辑',
    scrollTop: '回到顶部',
    selectAll: '已全选',
    selectLabel: '选择',
    selectRow: '已选中行',
    showFilterMenu: '显示筛选菜单',
    slide: '幻灯片',
    slideNumber: '第 {slideNumber} 张',
    star: '1 星',
    stars: '{star} 星',
    trueLabel: '是',
    unselectAll: '已取消全选',
    unselectLabel: '取消选择',
    unselectRow: '已取消选中行',
    zoomImage: '放大图片',
    zoomIn: '放大',
    zoomOut: '缩小',
  },
} as Parameters<typeof addLocale>[1]);
locale('zh-CN');

/**
 * Two PrimeReact markups that axe-core (WCAG 2.1 A/AA, issue 13 point 8) calls serious, corrected for every
 * use at once: InputSwitch wraps its own focusable `role="switch"` input in a `role="checkbox"` box (a control
 * inside a control: the box drops its role and state, the input keeps them); Dropdown mirrors its value in a
 * hidden, unfocusable <select> with no label, and its arrow is a `role="button"` without a name that only
 * repeats the focusable field beside it (both hidden from assistive technology), and a disabled one says so
 * (aria-disabled: its greyed text is then not held to the contrast ratio); a DataTable that scrolls
 * sideways inside its own box (phones) can be scrolled from the keyboard (its wrapper takes focus).
 */
PrimeReact.pt = {
  ...PrimeReact.pt,
  inputswitch: { root: { role: undefined, 'aria-checked': undefined } },
  dropdown: {
    // A disabled Dropdown (the paginator's rows per page on a single page) is only greyed by a class.
    root: (options?: { props?: { disabled?: boolean } }) => ({ 'aria-disabled': options?.props?.disabled ? true : undefined }),
    select: { 'aria-hidden': true },
    trigger: { 'aria-hidden': true },
  },
  datatable: { wrapper: { tabIndex: 0 } },
  // PrimeReact 10's paginator reads the rows-per-page label from a private copy of the English locale, not from
  // addLocale above ("Jump to Page Dropdown"): its field is named here, for every paginator (issue 25).
  paginator: { RPPDropdown: { input: { 'aria-label': '每页行数' } } },
};
