// Everything the framework-free AsyncStyleTestKit holds is part of AsyncStyleTest: tests import this one module,
// as RxTest users import RxTest.
@_exported import AsyncStyleTestKit
