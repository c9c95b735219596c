// Everything the framework-free RxStyleTestKit holds is part of RxStyleTest: tests import this one module,
// as RxTest users import RxTest.
@_exported import RxStyleTestKit
